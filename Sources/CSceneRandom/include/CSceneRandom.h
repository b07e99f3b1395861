#ifndef C_SCENE_RANDOM_H
#define C_SCENE_RANDOM_H

#include <stdint.h>

/// Makes the system's random bytes, from here on in this process, a SplitMix64 sequence of
/// `seed`: what Swift's `SystemRandomNumberGenerator` draws (`Int.random(in:)`, `shuffled()`,
/// `randomElement()`), so a scene gives the same frames on every run. Called again, it starts
/// the sequence afresh (each build of a scene draws the same numbers).
void dynamics_seed_system_random(uint64_t seed);

#endif
