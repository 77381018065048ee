print("touchlab")
