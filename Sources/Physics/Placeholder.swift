// The rigid-body engine. See World.swift.
