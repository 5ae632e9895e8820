print("caret-harness")
