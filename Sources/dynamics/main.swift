print("dynamics")
