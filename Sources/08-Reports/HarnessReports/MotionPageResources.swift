/// motion.html's script and style (Resources/motion.js, motion.css), compiled in so the page is
/// one file; the motion pass (HarnessMotionRun) writes the page around them.
public enum MotionPageResources {
    public static let js = String(decoding: PackageResources.motion_js, as: UTF8.self)
    public static let css = String(decoding: PackageResources.motion_css, as: UTF8.self)
}
