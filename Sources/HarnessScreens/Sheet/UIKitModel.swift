import ComponentFlow

// The design's numbers and recenterCaret's outcome live with the UIKit content column that uses
// them (ComponentFlow, which imports only UIKit and ComponentFlow); the model reads them
// under the same names.
package typealias CaretTrackingConstants = ComponentFlow.CaretTrackingConstants
package typealias CaretInsets = ComponentFlow.CaretInsets
package typealias RecenterOutcome = ComponentFlow.RecenterOutcome
package typealias ContentMetrics = ComponentFlow.ContentMetrics
package typealias ContentLayout = ComponentFlow.ContentLayout
package typealias ComponentTransition = ComponentFlow.ComponentTransition
package typealias TextFieldComponent = ComponentFlow.TextFieldComponent
package typealias ListMultilineTextFieldItemComponent = ComponentFlow.ListMultilineTextFieldItemComponent
