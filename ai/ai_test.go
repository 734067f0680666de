package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestParseLevel(t *testing.T) {
	for _, l := range Levels() {
		got, err := ParseLevel(l.String())
		if assert.NoError(t, err, l.String()) {
			assert.Equal(t, l, got, l.String())
		}
	}
	_, err := ParseLevel("grandmaster")
	assert.Error(t, err, "unknown level accepted")
}
