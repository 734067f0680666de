package record

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// A deal code is a match's header (game, seed, deck, first dealer) written
// short enough to read out or type in: "skat-0000Z-4KM8P-Q3R7X-9D". It is
// the game id, fifteen base-32 digits holding the seed (64 bits), the deck
// (5 bits, 0 for the game's default) and the dealer (3 bits, 0 for "drawn
// from the seed"), and two check digits.
//
// The digits are Crockford's base 32 (no I, L, O or U; I and L read as 1,
// O as 0, case ignored), grouped by five with dashes that the parser
// ignores. The payload has a fixed length, so a digit left out or typed
// twice is refused by its length; the check is a weighted sum of every
// character, the game id's included, modulo the prime 1021, so any one
// character typed wrong, and any two neighbours swapped, is refused.
//
// A record with explicit deals or rule options has no deal code: the code
// names a match dealt by the seed alone.

const (
	codeDigits  = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	payloadLen  = 15
	checkLen    = 2
	checkModulo = 1021 // prime, below 32*32
	maxCodeDeck = 31
	maxDealer   = 6 // seats p0..p6 fit the 3 bits with 0 meaning "drawn"
)

// The reasons a deal code is refused; ParseDealCode's errors wrap one of
// them, so that the app can say each in the person's language.
var (
	ErrCodeFormat   = errors.New("a deal code is a game name, a dash and 17 letters and digits")
	ErrCodeChar     = errors.New("a deal code has a character that is never used in one")
	ErrCodeChecksum = errors.New("the deal code's check digits do not match: a character is mistyped")
	ErrCodeContent  = errors.New("the deal code names a deck or dealer that does not exist")
)

// DealCode returns the deal code of r's header. A header with explicit
// deals or rule options, or an unknown deck, has none.
func DealCode(r *Record) (string, error) {
	switch {
	case r == nil || r.Game == "":
		return "", errors.New("deal code: no game")
	case len(r.Deals) > 0 || len(r.Options) > 0:
		return "", errors.New("deal code: a record with explicit deals or rule options has no deal code")
	case strings.IndexFunc(r.Game, func(c rune) bool { return c < 'a' || c > 'z' }) >= 0:
		return "", fmt.Errorf("deal code: game id %s is not lower-case letters", excerpt.Quote(r.Game))
	case r.Dealer > maxDealer:
		return "", fmt.Errorf("deal code: dealer p%d does not fit", r.Dealer)
	}
	deck := 0
	if r.Deck != "" {
		d, err := cards.ByKey(r.Deck)
		if err != nil {
			return "", fmt.Errorf("deal code: %w", err)
		}
		deck = int(d.ID())
	}
	if deck > maxCodeDeck {
		return "", fmt.Errorf("deal code: deck %s does not fit", excerpt.Text(r.Deck))
	}
	dealer := 0
	if r.Dealer >= 0 {
		dealer = r.Dealer + 1
	}
	v := new(big.Int).SetUint64(r.Seed)
	v.Lsh(v, 8)
	v.Or(v, big.NewInt(int64(deck<<3|dealer)))
	digits := make([]byte, payloadLen)
	base := big.NewInt(32)
	rem := new(big.Int)
	for i := payloadLen - 1; i >= 0; i-- {
		v.QuoRem(v, base, rem)
		digits[i] = codeDigits[rem.Int64()]
	}
	sum := codeSum(r.Game, string(digits))
	body := string(digits) + string(codeDigits[sum/32]) + string(codeDigits[sum%32])
	var b strings.Builder
	b.WriteString(r.Game)
	for i := 0; i < len(body); i += 5 {
		b.WriteByte('-')
		b.WriteString(body[i:min(i+5, len(body))])
	}
	return b.String(), nil
}

// codeSum is the check value of a game id and payload digits: every
// character weighted by its position. A single changed character changes
// the sum by weight × difference, which the prime modulus never makes 0.
func codeSum(game, digits string) int {
	sum, w := 0, 1
	for i := 0; i < len(game); i++ {
		sum = (sum + w*int(game[i])) % checkModulo
		w++
	}
	for i := 0; i < len(digits); i++ {
		sum = (sum + w*strings.IndexByte(codeDigits, digits[i])) % checkModulo
		w++
	}
	return sum
}

// ParseDealCode reads a deal code into a record header (no moves). It
// checks the code's form and check digits, not the game: the caller looks
// the game up (record.Config then checks deck and dealer against it).
func ParseDealCode(code string) (*Record, error) {
	code = strings.TrimSpace(code)
	cut := strings.IndexAny(code, "- ")
	if cut <= 0 {
		return nil, ErrCodeFormat
	}
	game, rest := strings.ToLower(code[:cut]), code[cut+1:]
	if game == "" {
		return nil, ErrCodeFormat
	}
	for i := 0; i < len(game); i++ {
		if game[i] < 'a' || game[i] > 'z' {
			return nil, ErrCodeFormat
		}
	}
	var body []byte
	for _, c := range strings.ToUpper(rest) {
		switch {
		case c == '-' || c == ' ':
			continue
		case c == 'O':
			c = '0'
		case c == 'I' || c == 'L':
			c = '1'
		}
		if c > 0x7f || strings.IndexByte(codeDigits, byte(c)) < 0 {
			return nil, ErrCodeChar
		}
		body = append(body, byte(c))
	}
	if len(body) != payloadLen+checkLen {
		return nil, ErrCodeFormat
	}
	digits := string(body[:payloadLen])
	check := strings.IndexByte(codeDigits, body[payloadLen])*32 + strings.IndexByte(codeDigits, body[payloadLen+1])
	if check != codeSum(game, digits) {
		return nil, ErrCodeChecksum
	}
	v := new(big.Int)
	for i := 0; i < payloadLen; i++ {
		v.Mul(v, big.NewInt(32))
		v.Add(v, big.NewInt(int64(strings.IndexByte(codeDigits, digits[i]))))
	}
	low := int(new(big.Int).And(v, big.NewInt(0xff)).Int64())
	v.Rsh(v, 8)
	if !v.IsUint64() {
		return nil, ErrCodeContent
	}
	rec := &Record{Game: game, Seed: v.Uint64(), Dealer: low&7 - 1}
	if d := low >> 3; d != 0 {
		deck := cards.ByID(cards.DeckID(d))
		if deck == nil {
			return nil, ErrCodeContent
		}
		rec.Deck = deck.Key()
	}
	if rec.Dealer > maxDealer {
		return nil, ErrCodeContent
	}
	return rec, nil
}
