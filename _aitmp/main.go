package main

import (
	"errors"
	"fmt"
	"os"
)

var errUsage = errors.New("usage")

func main() {
	var err error
	switch os.Args[1] {
	case "arena":
		err = runArena(os.Args[2:], os.Stdout, os.Stderr)
	case "bot":
		err = runBot(os.Args[2:], os.Stdin, os.Stdout, os.Stderr)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
