// Rest: how long each body has been still, which the animator reads to pause once everything
// rests (where Box2D v3 puts islands to sleep).

extension World {
    /// The shortest time any dynamic body has been at rest, in seconds (infinity with none).
    public var minimumRestingTime: Double {
        var shortest = Double.infinity
        for body in bodies where body.isDynamic && body.restingTime < shortest {
            shortest = body.restingTime
        }
        return shortest
    }

    /// Marks every body as moving again.
    public func wake() {
        for body in bodies { body.restingTime = 0 }
    }

    /// Restarts or advances each dynamic body's rest timer after a step of `dt` seconds (see
    /// `Settings.restDistance`, `restWindow` and `restSpeed`).
    func updateRestingTimes(_ dt: Double) {
        let speedLimit = settings.restSpeed, distanceLimit = settings.restDistance, window = settings.restWindow
        forEachBody { _, body in
            guard body.isDynamic else { return }
            let fastest = body.linearVelocity.length + abs(body.angularVelocity) * body.extent
            let strayed = (body.position - body.restPosition).length + abs(body.angle - body.restAngle) * body.extent
            if fastest > speedLimit || strayed > distanceLimit || !strayed.isFinite {
                body.restingTime = 0
            } else {
                body.restingTime += dt
                if body.restingTime - body.restWindowStart >= window - 1e-9 { body.markRestPlace() }
            }
        }
    }
}
