public let sceneFilesVersion = 1
