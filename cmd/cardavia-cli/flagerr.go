package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/cardavia/cardavia/internal/excerpt"
)

// parseFlags parses args with fs and turns its error into a usage error
// that quotes at most about 80 characters of what was given: the flag
// package echoes a refused value whole ("invalid value "…" for flag
// -seed: …"), and a 60,000-digit --seed must not make a 60 KB message. The
// flag package writes nothing itself; -h prints the flags' defaults on
// help, as the flag package's own usage does.
func parseFlags(fs *flag.FlagSet, args []string, help io.Writer) error {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		if help != nil {
			fs.SetOutput(help)
			fmt.Fprintf(help, "Usage of %s:\n", fs.Name())
			fs.PrintDefaults()
			fs.SetOutput(io.Discard)
		}
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	var seedErr error
	fs.VisitAll(func(f *flag.Flag) {
		if s, ok := f.Value.(*seedFlag); ok && s.err != nil {
			seedErr = fmt.Errorf("--%s: %w", f.Name, s.err)
		}
	})
	if seedErr != nil {
		return fmt.Errorf("%w: %w", errUsage, seedErr)
	}
	return fmt.Errorf("%w: %s", errUsage, shortFlagError(err.Error()))
}

// shortFlagError rewrites the flag package's `invalid value "V" for flag
// -NAME: E` with V quoted by excerpt.Quote; any other message is clipped.
func shortFlagError(msg string) string {
	const head = "invalid value "
	if rest, ok := strings.CutPrefix(msg, head); ok {
		if q, err := strconv.QuotedPrefix(rest); err == nil {
			if v, err := strconv.Unquote(q); err == nil {
				return head + excerpt.Quote(v) + excerpt.Clip(rest[len(q):])
			}
		}
	}
	return excerpt.Clip(msg)
}
