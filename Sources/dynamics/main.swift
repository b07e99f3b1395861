print("dynamics: the CLI arrives with the encoders")
