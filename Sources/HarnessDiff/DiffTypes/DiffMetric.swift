/// Which colour distance decides that two pixels differ.
package enum DiffMetric: String, Hashable, Sendable, Codable, CaseIterable {
    /// pixelmatch 7.2.0's (the last release): the squared YIQ distance of Kotsarenko & Ramos
    /// 2010. A threshold t allows a squared distance of 35215 * t^2, where 35215 is the
    /// distance of red from cyan; t = 0.1 passes a uniform gray shift of up to 26 levels.
    case yiq
    /// pixelmatch master's (July 2026, unreleased): the HyAB distance in OKLab with
    /// toe-corrected lightness. A threshold t is a fraction of the black-white distance, 1;
    /// t = 0.1 passes a tenth of the lightness range. Opt-in until pixelmatch releases it.
    case oklab
}
