import ComponentFlow

// The design's numbers and recenterCaret's outcome live with the UIKit content column that uses
// them (TextStyleEditViews, which imports only UIKit and ComponentFlow); the model reads them
// under the same names.
public typealias CaretTrackingConstants = ComponentFlow.CaretTrackingConstants
public typealias CaretInsets = ComponentFlow.CaretInsets
public typealias RecenterOutcome = ComponentFlow.RecenterOutcome
public typealias ContentMetrics = ComponentFlow.ContentMetrics
public typealias ContentLayout = ComponentFlow.ContentLayout
