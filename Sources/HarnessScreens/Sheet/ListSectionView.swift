import HarnessCore

/// A rounded section (ListSectionComponent, glass style) holding one row that fills it.
public final class ListSectionView: View {
    /// Corner radius of the glass style.
    public static let cornerRadius: Double = 26

    public let row: View

    public init(row: View) {
        self.row = row
        super.init()
        addSubview(row)
    }

    public override func layoutSubviews() {
        setFrame(bounds, of: row)
    }
}
