import CaretHarness
import UIKit

// The harness side of the sign-up form: SignUpFormView comes from the team's file
// (../SignUpForm/SignUpFormView.swift), adapted by the CaretHarnessSourcesPlugin into this target.

/// The form for the harness, made fresh for each variant at its text size.
public let signUpFormScreen = ViewScreen { context in
    SignUpFormView(frame: CGRect(origin: .zero, size: context.size), font: .systemFont(ofSize: context.textSize))
}
