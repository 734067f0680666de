package translations

import (
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// wordRules are words a native reviewer asked to change (issue 40), kept
// from coming back: each pattern is searched in the language's messages
// (ids whose id matches only, when only is set) and in its rules pages.
var wordRules = []struct {
	lang, pattern, why string
	only               string // a message id pattern; empty: every message and the rules pages
	bad                string // the reviewed wording, which the pattern must catch
}{
	{"en", `(?i)\btap(s|ped|ping)?\b`, "a desktop app: click, not tap", "", "Your move: tap a glowing card."},
	{"en", `\btakes junk\b`, `"You swept the layout and takes junk": the same tense after the subject`, "", "Sseul! You swept the layout and takes junk from Computer."},
	{"en", `\bthis hand\b`, "Go-Stop's unit is the deal", "", "points more won this hand."},
	{"en", `\bgos\b|\b[Gg]o's\b|\{\{\.Count\}\} go\b`, `"Go", plural "Gos", written one way`, "", "plus 1 or 2 for the first gos"},
	{"en", `\bDaus\b`, `English names the German ace "Ace" ("Daus of Bells")`, `^(card|rank)\.`, "Daus of Bells"},
	{"de", `\b(Sie|Ihnen|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b`, "the app says du (a capitalised sie reads as formal Sie)", "", "Spiel eine Karte: Sie nimmt eine Karte"},
	{"de", `(?i)\b(an|ange)?tipp(e|en|st|t)\b|\bantipp|\btipp\w* (sie|ihn|es|auf|die|den|das)\b`, "a desktop app: klicken, not tippen (Tipp, a hint, stays)", "", "Drück zwei Karten in den Skat: Tippe sie an"},
	{"de", `Knopf|Knöpf`, "a button on screen is a Schaltfläche", "", "Jeder Knopf zeigt, was das Spiel wert ist."},
	{"it", `(?i)\btocca(la|le|lo|li)\b|\btocca (una|uno|un|il|la|le|i|gli)\b`, "a desktop app: clicca, not tocca (Tocca a te, your turn, stays)", "", "Tocca a te: tocca una carta illuminata."},
	{"hi", `टैप`, "a desktop app: क्लिक करें, not टैप करें", "", "किसी एक बटन पर टैप करें।"},
	{"it", `\bdi \{\{\.Player\}\}`, `"Prese di Computer": a seat's name takes no "di" before it`, "", "Prese di {{.Player}}"},
	{"ko", `클럽`, "Korean card players say 클로버", "", "클럽 에이스"},
	{"ko", `기본값`, "Skat's base value is 기본 점수 (기본값 is a software default)", "", "기본값"},
	{"ko", `둘 수|둔 수|뒀|두거나|두지 못`, "a card is played with 내다, not placed like a Go stone with 두다", "", "고수라면 이렇게 뒀을 거예요"},
	{"hi", `पत्ता|पत्ते|पत्तों`, "one word for a card: कार्ड", "", "आपका पत्ता"},
	{"hi", `बादशाह`, "Scopa's king is रे everywhere", `^table\.scopa\.`, "तीन या ज़्यादा बादशाह"},
	{"hi", `ने पहले चला`, "ने needs the object: ने पहला कार्ड चला", "", "{{.Leader}} ने पहले चला;"},
	{"ms", `seluruh meja`, "the display filters change the whole window on every screen, not the table", "", "suhu warna seluruh meja;"},
	{"ms", `Batal langkah|Ulas semula|\bketik\b`, "the terms Malay software uses: Buat asal, Semak semula, klik", "", "Batal langkah (U)"},
	{"ms", `Butiran`, "the display's grain is Bintik (Butiran is details, as in dialog.details)", `^display\.`, "Butiran"},
	{"ms", `Disimpan ke tepi|ke tepi\.`, "one name for the laid-away cards: disimpan ke (dalam) skat", "", "Disimpan ke tepi"},
	{"ms", `[a-z,;] (Pi|Gwang|Haiwan|Reben)\b[^-]`, "common nouns are lower-case in running text", "", "dan mengambil Pi daripada"},
}

// TestWords_ReviewFixesStay keeps the fixes of the native review: no
// language file or rules page brings back a word the review replaced.
func TestWords_ReviewFixesStay(t *testing.T) {
	cats := shipped(t)
	for _, r := range wordRules {
		re := regexp.MustCompile(r.pattern)
		// A pattern that no longer catches the wording it was written
		// against would pass silently, so each checks its example first.
		if !re.MatchString(r.bad) {
			t.Errorf("%s rule %s does not catch its example %q", r.lang, r.pattern, r.bad)
		}
		cat, ok := cats[r.lang]
		if !ok {
			t.Fatalf("no active.%s.toml", r.lang)
		}
		var ids []string
		for id := range cat {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		only := regexp.MustCompile(r.only)
		for _, id := range ids {
			if r.only != "" && !only.MatchString(id) {
				continue
			}
			for form, text := range cat[id] {
				if m := re.FindString(text); m != "" {
					t.Errorf("active.%s.toml %s (%s): %q in %q — %s", r.lang, id, form, m, text, r.why)
				}
			}
		}
		if r.only != "" {
			continue
		}
		for _, g := range RulesGames() {
			md, err := fs.ReadFile(rulesFiles, path.Join("rules", r.lang, g+".md"))
			if err != nil {
				continue
			}
			for i, line := range strings.Split(string(md), "\n") {
				if m := re.FindString(line); m != "" {
					t.Errorf("rules/%s/%s.md:%d: %q — %s", r.lang, g, i+1, m, r.why)
				}
			}
		}
	}
}
