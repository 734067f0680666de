package games

// Checker is an optional part of a View: a view that arrives from outside
// (a bot request, a file) is checked before any engine or player touches
// it, because the engines trust their own views and index tables with
// their fields. Check reports the first field that is out of range or
// contradicts the others, naming it ("view: trump 9 is not a suit
// (0–3)"); nil means its fields agree with each other as in a legal game.
// Every view an engine makes passes its own check.
type Checker interface {
	Check() error
}
