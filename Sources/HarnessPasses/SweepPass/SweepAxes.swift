import HarnessScreens
import HarnessCore

/// The values of each axis a sweep crosses: every combination is one cell.
package struct SweepAxes: Hashable, Sendable {
    package var devices: [Device]
    package var orientations: [Orientation]
    package var textSizes: [Double]
    package var keyboards: [KeyboardKind]

    package init(devices: [Device] = Device.all, orientations: [Orientation] = Orientation.allCases,
                textSizes: [Double] = TextSizes.all, keyboards: [KeyboardKind] = KeyboardKind.allCases) {
        self.devices = devices
        self.orientations = orientations
        self.textSizes = textSizes
        self.keyboards = keyboards
    }

    /// Every device, orientation, text size (app and accessibility) and keyboard: 5 x 2 x 12 x 4.
    package static let full = SweepAxes()

    /// How many cells the axes make.
    package var cellCount: Int { devices.count * orientations.count * textSizes.count * keyboards.count }

    /// The variants in matrix order: device, orientation, keyboard (a row), then text size (a column).
    package var variants: [Variant] {
        var result: [Variant] = []
        result.reserveCapacity(cellCount)
        for device in devices {
            for orientation in orientations {
                for keyboard in keyboards {
                    for size in textSizes {
                        result.append(Variant(device: device, settings: Settings(
                            textSize: size, orientation: orientation, keyboard: keyboard)))
                    }
                }
            }
        }
        return result
    }
}
