import CaretHarness
import UIKit

// The harness side of the composer: ComposerView comes from the team's file
// (../Composer/ComposerView.swift), adapted by the CaretHarnessSourcesPlugin into this target.

/// The composer for the harness, made fresh for each variant at its text size.
public let composerScreen = ViewScreen { context in
    ComposerView(frame: CGRect(origin: .zero, size: context.size), font: .systemFont(ofSize: context.textSize))
}
