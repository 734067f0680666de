package table

import "github.com/cardavia/cardavia/games/cards"

// The games' adapters, until each moves to its folder ui/table/<game>.

func NewScopaGame() Game     { return &scopaUI{} }
func NewSkatGame() Game      { return &skatUI{discard: cards.None} }
func NewGoStopGame() Game    { return &gostopUI{} }
func NewSchnapsenGame() Game { return &schnapsenUI{} }
