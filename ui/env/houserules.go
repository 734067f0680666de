package env

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/translations"
)

// House rules are remembered per game under PrefHouseRules(id), as the
// options that are not at their default, "name=value" pairs joined by
// commas in the order the game declares them ("re-bello=on,napola=on"):
// the same names and values a record's "option" headers use, so that the
// preference and the record never need a translation between them. An
// empty or missing value is the seed's rules.

// PrefHouseRules is the preference key of a game's chosen house rules.
func PrefHouseRules(gameID string) string { return "rules." + gameID }

// HouseRules reads the house rules chosen for g, as the map Config.Options
// takes (nil when none is on). The stored value is read defensively: a
// pair that is not "name=value", a name g does not declare (an option a
// newer or older version had) and a value the option does not allow are
// dropped, each on its own, so a damaged or stale setting keeps what is
// still good and never stops a match from starting.
func HouseRules(p fyne.Preferences, g *games.Info) map[string]string {
	if p == nil || g == nil || len(g.Options) == 0 {
		return nil
	}
	var out map[string]string
	for pair := range strings.SplitSeq(p.StringWithFallback(PrefHouseRules(g.ID), ""), ",") {
		name, value, ok := strings.Cut(strings.TrimSpace(pair), "=")
		if !ok {
			continue
		}
		i := g.OptionIndex(name)
		if i < 0 || i >= games.MaxOptions {
			continue
		}
		v := -1
		for j, allowed := range g.Options[i].Values {
			if allowed == value {
				v = j
			}
		}
		if v <= 0 {
			continue // unknown, or the default: nothing to carry
		}
		if out == nil {
			out = map[string]string{}
		}
		out[name] = value
	}
	return dropIdle(g, out)
}

// dropIdle removes from m the options that mean nothing with the others
// (games.Info.Idle: Skat's Bock rounds with one deal), so that a stored
// set from before the screen greyed them out shows them off and plays
// without them, as the engine would.
func dropIdle(g *games.Info, m map[string]string) map[string]string {
	for name := range m {
		if g.Idle(name, m) {
			delete(m, name)
		}
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

// SetHouseRules remembers m as g's house rules: only the options g
// declares and not at their default are written, in g's order, so the
// stored value is the same whatever m's order or extra entries.
func SetHouseRules(p fyne.Preferences, g *games.Info, m map[string]string) {
	if p == nil || g == nil {
		return
	}
	p.SetString(PrefHouseRules(g.ID), FormatHouseRules(g, m))
}

// FormatHouseRules is m as PrefHouseRules stores it: g's options that m
// sets to a value other than the default, in g's order.
func FormatHouseRules(g *games.Info, m map[string]string) string {
	var pairs []string
	for _, spec := range g.Options {
		v, ok := m[spec.Name]
		if !ok || len(spec.Values) == 0 || v == spec.Values[0] || g.Idle(spec.Name, m) {
			continue
		}
		for _, allowed := range spec.Values[1:] {
			if v == allowed {
				pairs = append(pairs, spec.Name+"="+v)
			}
		}
	}
	return strings.Join(pairs, ",")
}

// HouseRuleNames names each option of opts that is not at its default (nor
// idle, games.Info.Idle) in
// the person's language, in the order g declares them (a record's, a
// statistics key's or the settings' order alike). An option g does not
// declare (a record of another version) is named as the record writes it,
// after the known ones; a choice that is not on/off adds its value.
func HouseRuleNames(l *translations.Localizer, g *games.Info, opts []record.Option) []string {
	var names, unknown []string
	opts = record.ActiveOptions(g, opts) // Bock rounds with one deal are not named: they are not played
	if g != nil {
		for _, spec := range g.Options {
			for _, o := range opts {
				if o.Name != spec.Name || len(spec.Values) == 0 || o.Value == spec.Values[0] {
					continue // another option, or at its default: the seed's rule
				}
				name := l.Name(spec.Label)
				if spec.Kind != games.OptionSwitch {
					value := o.Value // a value this version does not know is named as written
					if i := slices.Index(spec.Values, o.Value); i >= 0 {
						value = l.Name(spec.ValueLabel(i))
					}
					name += ": " + value
				}
				names = append(names, name)
			}
		}
	}
	for _, o := range opts {
		if g == nil || g.OptionIndex(o.Name) < 0 {
			unknown = append(unknown, o.Name+"="+o.Value)
		}
	}
	return append(names, unknown...)
}
