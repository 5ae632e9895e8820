import TextStyleEditViews

// The design's numbers and recenterCaret's outcome live with the UIKit content column that uses
// them (TextStyleEditViews, which imports only UIKit and ComponentFlow); the model reads them
// under the same names.
public typealias CaretTrackingConstants = TextStyleEditViews.CaretTrackingConstants
public typealias CaretInsets = TextStyleEditViews.CaretInsets
public typealias RecenterOutcome = TextStyleEditViews.RecenterOutcome
public typealias ContentMetrics = TextStyleEditViews.ContentMetrics
public typealias ContentLayout = TextStyleEditViews.ContentLayout
