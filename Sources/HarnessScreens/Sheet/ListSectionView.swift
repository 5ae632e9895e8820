import HarnessCore

/// A rounded section (ListSectionComponent, glass style) holding one row that fills it.
package final class ListSectionView: View {
    /// Corner radius of the glass style.
    package static let cornerRadius: Double = 26

    package let row: View

    package init(row: View) {
        self.row = row
        super.init()
        addSubview(row)
    }

    package override func layoutSubviews() {
        setFrame(bounds, of: row)
    }
}
