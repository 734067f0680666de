package course

import (
	"strings"
	"testing"

	"github.com/cardavia/cardavia/translations"
)

// TestCaptions_InEveryLanguage is every message id a lesson names written
// in English and translated into every language the app offers; and every
// course id of the English file named by a lesson (a caption no lesson
// shows is a translator's wasted time; TestNoUnusedMessageIDs counts every
// id under CaptionPrefix as used, so this test is the one that can tell).
func TestCaptions_InEveryLanguage(t *testing.T) {
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	cs, err := All()
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, c := range cs {
		for _, l := range c.Lessons {
			for _, id := range l.Captions() {
				named[id] = true
				if _, ok := b.EnglishOther(id); !ok {
					t.Errorf("%s: %s is not in active.en.toml", l.Key(), id)
				}
			}
		}
	}
	for _, lang := range b.Languages() {
		loc := translations.NewLocalizer(b, lang)
		for id := range named {
			loc.T(id, "")
		}
		for _, u := range loc.Untranslated() {
			t.Errorf("a caption untranslated: %s", u)
		}
	}
	for _, id := range b.EnglishIDs() {
		// The course's own words (course.ui.…) are the shell's and the table's.
		if strings.HasPrefix(id, CaptionPrefix) && !strings.HasPrefix(id, CaptionPrefix+"ui.") && !named[id] {
			t.Errorf("active.en.toml has %s, which no lesson names", id)
		}
	}
}
