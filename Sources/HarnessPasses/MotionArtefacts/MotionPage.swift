import Foundation
import HarnessReports
import HarnessRun

/// motion.html beside motion.json in a scenario's folder: the kit's static motion page
/// (HarnessReports' Resources/motion.js: per animated event the APNG, an SVG chart of the gap
/// against ms with the design's line and covered frames shaded, and a scrubber) over
/// motion.data.js, which holds the motion document and each frame's motion warning.
package enum MotionPage {
    /// What motion.html reads.
    struct PageData: Encodable {
        let motion: MotionDocument
        /// Frame name → the design warning in motion, for the list at the top.
        let warnings: [String: String]
    }

    /// Writes motion.data.js, then motion.html, into `folder`.
    package static func write(_ document: MotionDocument, warnings: [String: String], to folder: String) throws {
        try PageKit.write(.motion, json: try PageKit.json(PageData(motion: document, warnings: warnings)), to: folder)
    }
}
