// page.html, as written (HTML in a raw string literal: no escapes). See PageAssets.

extension PageAssets {
    /// The page every report shares: the stylesheet and the two scripts go in at the markers, PAGE_NAME is the page's name.
    static let pageHTML = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>caret-harness PAGE_NAME</title>
<style>/*KIT_CSS*/</style>
</head>
<body class="page-PAGE_NAME">
<div id="page"></div>
<script src="PAGE_NAME.data.js"></script>
<script>/*KIT_JS*/</script>
<script>/*PAGE_JS*/</script>
</body>
</html>

"""#
}
