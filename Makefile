# Cardavia's packaging targets. Everything else is a script: scripts/run.sh
# starts the app, scripts/test.sh runs the suite. See docs/packaging.md.
#
#   make package-linux     dist/cardavia-<version>-linux-amd64.tar.xz
#   make package-windows   dist/cardavia-<version>-windows-amd64.zip (and .exe); ~6 min cold,
#                          so not in the regular CI (the release workflow runs it)
#   make package-macos     dist/cardavia-<version>-macos-<arch>.zip (on a Mac only)
#   make package-test      builds, installs and starts the Linux package under Xvfb
#   make licenses          regenerates internal/licenses/third_party.txt from go.sum
#   make clean             removes dist/ and bin/
#
# The fyne packaging tool is pinned here and installed through the Go module
# proxy into bin/, one folder per version, so bumping the pin installs anew.

FYNE_TOOLS_VERSION := v1.7.4
FYNE := $(CURDIR)/bin/fyne-$(FYNE_TOOLS_VERSION)/fyne

.PHONY: package-linux package-windows package-macos package-test licenses clean fyne fyne-path

package-linux: $(FYNE)
	FYNE=$(FYNE) ./scripts/package-linux.sh

package-windows: $(FYNE)
	FYNE=$(FYNE) ./scripts/package-windows.sh

package-macos: $(FYNE)
	FYNE=$(FYNE) ./scripts/package-macos.sh

package-test: $(FYNE)
	FYNE=$(FYNE) ./scripts/package-test.sh

licenses:
	./scripts/licenses.sh

fyne: $(FYNE)

# fyne-path installs the tool if needed and prints its path (for the scripts).
fyne-path: $(FYNE)
	@echo $(FYNE)

$(FYNE):
	GOBIN=$(dir $(FYNE)) go install fyne.io/tools/cmd/fyne@$(FYNE_TOOLS_VERSION)

clean:
	rm -rf dist bin
