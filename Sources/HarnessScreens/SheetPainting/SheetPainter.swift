import HarnessCore
import UIKit

/// The frame's display list: the sheet's own UIView tree, its look added (`SheetChrome`), drawn
/// by the one painter for any view tree (`UIViewPainter`), which knows nothing of the sheet. Back
/// to front the tree holds the dimmed app behind, the sheet (its top corners rounded, clipping
/// its scrolled content, the caret and the bottom edge effect), the pinned header with its edge
/// effect, the bottom button, the keyboard (or a hardware keyboard's shortcuts bar) and the
/// home indicator. Both edge effects are fades to the sheet's background (`EdgeEffects` says
/// where they sit); on the device they also blur, which is not drawn.
///
/// UIKit's views live on the main actor, as Apple's do, and so does the painter: it reads the
/// screen's tree there and hands back the display list, a plain value that any thread draws.
@MainActor
package struct SheetPainter {
    package let screen: TextStyleEditScreen
    package let appearance: Appearance

    package init(screen: TextStyleEditScreen, appearance: Appearance) {
        self.screen = screen
        self.appearance = appearance
    }

    /// The frame's display list, in screen points: the tree as it stands (inside
    /// `PresentedTimeline.presenting`, as presented mid-animation).
    package func paint() -> DisplayList {
        SheetChrome.installed(on: screen, appearance: appearance).paint(screen.sheet)
    }

    /// The display list of the sheet as presented at `time` on its animation timeline (`spring`
    /// is the run's spring curve).
    package func paint(at time: Double, spring: any TimingCurve = SpringCurve.codebase) -> DisplayList {
        PresentedTimeline(screen.animations, spring: spring).presenting(at: time) { paint() }
    }
}
