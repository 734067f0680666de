package record

import "github.com/cardavia/cardavia/internal/excerpt"

// clipped is err with its message cut as excerpt.Clip cuts it, still
// unwrapping to err: an engine's parser may quote the whole action, which
// for binary input is not quoted at all.
func clipped(err error, action string) error {
	if excerpt.Binary(action) {
		return &clippedError{"not a move of this game", err}
	}
	if msg := excerpt.Clip(err.Error()); msg != err.Error() {
		return &clippedError{msg, err}
	}
	return err
}

type clippedError struct {
	msg string
	err error
}

func (e *clippedError) Error() string { return e.msg }
func (e *clippedError) Unwrap() error { return e.err }
