package cards

import (
	"math/bits"
	"math/rand/v2"
)

// NewPCG returns the generator Cardavia deals from for a given seed. Every
// deal, replay and test derives its randomness from such a seed, never from
// a global source, so that a record's seed reproduces its deals exactly.
func NewPCG(seed uint64) rand.PCG {
	return *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
}

// Intn returns a uniform number in [0, n) from src. It takes the PCG itself
// (not a rand.Rand) so that engines can keep the generator inside their
// value-typed states and deal without allocating. n must be positive.
func Intn(src *rand.PCG, n int) int {
	if n <= 1 {
		return 0
	}
	// Lemire's multiply-and-reject method: unbiased, usually one draw.
	un := uint64(n)
	hi, lo := bits.Mul64(src.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), un)
		}
	}
	return int(hi)
}

// Shuffle permutes cs uniformly at random (Fisher–Yates) with src.
func Shuffle(cs []Card, src *rand.PCG) {
	for i := len(cs) - 1; i > 0; i-- {
		j := Intn(src, i+1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// ShuffleRand permutes cs uniformly at random with rng; the computer players
// use it when they sample the cards they cannot see.
func ShuffleRand(cs []Card, rng *rand.Rand) {
	for i := len(cs) - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		cs[i], cs[j] = cs[j], cs[i]
	}
}
