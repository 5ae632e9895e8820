import HarnessScript
import HarnessScreens
import HarnessCore

extension HarnessOptions {
    /// Options for frames made from scenarios held in memory (the test-suite API's Swift
    /// scripts): no scenario file is read or checked, `scenarioPaths` stays empty.
    package init(device: Device, appearance: Appearance, settings: Settings, outDirectory: String, goldensDirectory: String,
                avoidance: String = "design") {
        self.scenarioPaths = []
        self.device = device
        self.appearance = appearance
        self.settings = settings
        self.outDirectory = outDirectory
        self.goldensDirectory = goldensDirectory
        self.avoidance = avoidance
    }
}
