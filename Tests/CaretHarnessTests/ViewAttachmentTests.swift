import HarnessCore
import HarnessPixels
import Testing
import UIKit

/// The `_Testing_UIKit` overlay: a view attached to a test is a PNG of what it draws. A 40 x 20 pt
/// red card at (100, 200) with a 20 x 10 pt blue badge at (10, 5), in an iPhone 15 Pro window
/// (3x): the card's PNG is 120 x 60 pixels, red at its corner and blue at the badge's middle,
/// (10 + 10) x 3 = 60 and (5 + 5) x 3 = 30; the badge's own is 60 x 30, blue at both corners
/// (the image starts at the view's bounds, not at its place in the window).
@MainActor
struct ViewAttachmentTests {
    @Test func aViewAttachesAsAPNGOfWhatItDraws() throws {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let card = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 20))
        card.backgroundColor = .red
        let badge = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        window.addSubview(card)

        let attachment = Attachment(card, named: "card")
        #expect(attachment.preferredName == "card.png")
        let image = try PNGCodec.decode(attachment.withUnsafeBytes { Array($0) })
        #expect(image.width == 120 && image.height == 60)
        #expect(rgba(image, 0, 0) == [255, 0, 0, 255])
        #expect(rgba(image, 60, 30) == [0, 0, 255, 255])
        #expect(rgba(image, 119, 59) == [255, 0, 0, 255])
        Attachment.record(attachment)

        let badgeImage = try PNGCodec.decode(Attachment(badge).withUnsafeBytes { Array($0) })
        #expect(badgeImage.width == 60 && badgeImage.height == 30)
        #expect(rgba(badgeImage, 0, 0) == [0, 0, 255, 255])
        #expect(rgba(badgeImage, 59, 29) == [0, 0, 255, 255])
        Attachment.record(badge, named: "badge")
    }

    private func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.0, p.1, p.2, p.3]
    }
}
