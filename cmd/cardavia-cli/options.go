package main

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// optionFlag is the repeatable --option name=value of random, replay and
// arena: a house rule, as a record's "option" header names it
// (docs/games/<game>.md, "House rules"). "--option name" is name=on.
type optionFlag []record.Option

func (o *optionFlag) String() string {
	if o == nil {
		return ""
	}
	parts := make([]string, len(*o))
	for i, x := range *o {
		parts[i] = x.Name + "=" + x.Value
	}
	return strings.Join(parts, ",")
}

func (o *optionFlag) Set(s string) error {
	name, value, ok := strings.Cut(s, "=")
	if !ok {
		value = games.On
	}
	if name == "" || value == "" || strings.ContainsAny(s, " \t") {
		return fmt.Errorf("an option is name=value (or name, for name=on), got %s", excerpt.Quote(s))
	}
	for _, x := range *o {
		if x.Name == name {
			return fmt.Errorf("option %s given twice", excerpt.Quote(name))
		}
	}
	*o = append(*o, record.Option{Name: name, Value: value})
	return nil
}

// check asks game g whether it has these options and values, so that a
// mistyped one is refused before anything is played, with the options g
// knows.
func (o optionFlag) check(g *games.Info) error {
	m := map[string]string{}
	for _, x := range o {
		m[x.Name] = x.Value
	}
	_, err := g.ParseOptions(m)
	return err
}

// addTo adds the options to a record's header: an option the record sets
// already must have the same value.
func (o optionFlag) addTo(rec *record.Record) error {
	for _, x := range o {
		found := false
		for _, r := range rec.Options {
			if r.Name == x.Name {
				if r.Value != x.Value {
					return fmt.Errorf("%w: --option %s=%s, but the record says option %s=%s", errUsage, x.Name, x.Value, r.Name, r.Value)
				}
				found = true
			}
		}
		if !found {
			rec.Options = append(rec.Options, x)
		}
	}
	return nil
}
