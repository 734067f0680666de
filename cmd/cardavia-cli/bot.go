package main

import (
	"io"
)

// runBot serves the bot protocol (docs/bot-protocol.md).
func runBot(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return nil
}
