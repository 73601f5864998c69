# Unfold: `make demo` sets up, builds and renders the demo; `make test` runs every test.
PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libspng-dev libturbojpeg0-dev libpoppler-glib-dev librsvg2-dev libxml2-dev libglpk-dev libgif-dev libimagequant-dev libwebp-dev libdeflate-dev libzstd-dev libisal-dev libssl-dev libexif-dev libicu-dev libyajl-dev libmicrohttpd-dev \
  libavformat-dev libavcodec-dev libswscale-dev python3-pil curl \
  fonts-inter fonts-noto-color-emoji fonts-materialdesignicons-webfont fonts-dejavu-core fonts-noto-cjk
SWIFT ?= swift
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
SCENES := $(wildcard scenes/*.scene)

.PHONY: swift-check deps test-deps fonts build demo docs test goldens check-scenes bench bench-versus fuzz install clean \
  print-packages package package-test source-test portability release release-tag

# Installs the Debian packages of $(1) that are missing (as root), or prints the one apt-get line to run.
define install-missing
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done | xargs); \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing: $$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing < /dev/null; \
	  else \
	    echo "Unfold needs these Debian packages. Run:"; \
	    echo "  sudo apt-get install --no-install-recommends $$missing"; \
	    exit 1; \
	  fi; \
	fi
endef

# The one thing `make` cannot install: the Swift toolchain. Said plainly, not as "swift: command not found".
swift-check:
	@command -v $(SWIFT) > /dev/null || { \
	  echo "Unfold needs the Swift toolchain (6.3 or later; built and tested with 6.3.1), and '$(SWIFT)' is not on"; \
	  echo "the PATH. Install it from swift.org (Linux, Debian 12), put its usr/bin on the PATH, and run make again;"; \
	  echo "or use an official swift container image (see docs/ci.md)."; exit 1; }

deps: swift-check
	$(call install-missing,$(PACKAGES))

# The font files Unfold draws with, pinned by SHA-256 (Sources/UnfoldRender/Fonts/PinnedFonts.swift): found verified in
# /usr/share/fonts (Debian 12's packages), or fetched from Debian's archive into .build/fonts.
fonts: deps
	Fonts/fetch .build/fonts

build: deps fonts
	$(SWIFT) build -c release --product unfold

demo: build
	.build/release/unfold render -o out/demo
	.build/release/unfold sheet scenes/demo.scene -o out/demo-sheet.png --quiet
	.build/release/unfold render -o out/demo.gif --width 320 --quiet
	@echo "Rendered $$(ls out/demo/frame-*.png | wc -l) frames into out/demo/ (contact sheet: out/demo-sheet.png, animation: out/demo.gif)"

# The README's pictures: a contact sheet and an animated GIF of every scene, and the demo as an MP4 with its
# poster.
docs: build
	@for s in $(SCENES); do n=$$(basename $$s .scene); \
	  .build/release/unfold sheet $$s -o docs/$$n.png --quiet; \
	  .build/release/unfold render $$s -o docs/$$n.gif --width 320 --quiet; done
	.build/release/unfold sheet scenes/read-more.scene --all-variants --every 21 -o docs/read-more-variants.png --quiet
	.build/release/unfold sheet scenes/read-more-hebrew.scene --all-variants --every 21 -o docs/read-more-hebrew-variants.png --quiet
	.build/release/unfold sheet scenes/settings-localized.scene --all-variants --every 60 --width 200 -o docs/settings-localized-variants.png --quiet
	.build/release/unfold sheet scenes/brand-card.scene --all-variants --every 24 --width 200 -o docs/brand-card-variants.png --quiet
	.build/release/unfold sheet scenes/button-reveal.scene --variant screen -o docs/button-reveal-screen.png --quiet
	.build/release/unfold render scenes/settings-large-title.scene -o docs/settings-large-title.mp4 --width 390 --quiet
	.build/release/unfold still scenes/read-more.scene --at 1 --scale 1 --accessibility -o docs/accessibility-read-more-default.png
	.build/release/unfold still scenes/read-more.scene --at 1 --scale 1 --variant ax3 --accessibility -o docs/accessibility-read-more-ax3.png
	.build/release/unfold still scenes/read-more-hebrew.scene --at 1 --scale 1 --variant rtl --accessibility -o docs/accessibility-read-more-hebrew.png
	.build/release/unfold render scenes/read-more.scene --accessibility --width 480 -o docs/accessibility-read-more.gif --quiet
	.build/release/unfold render -o docs/demo.gif --width 320 --quiet
	.build/release/unfold render -o docs/demo.mp4 --width 390 --poster docs/demo-poster.png --quiet

# The tests also check the HTML report in a real headless Chromium, the JUnit file with xmllint, the CI
# examples in docs/ with a YAML parser, MP4 and WebM files with FFmpeg's own ffprobe and ffmpeg, and drive the
# preview page in Chromium through its DevTools protocol (python3-websocket), and count file opens with strace.
TEST_PACKAGES := chromium libxml2-utils python3-yaml python3-websocket ffmpeg strace zsh fish groff-base dpkg-dev patchelf fonts-dejavu-extra

test-deps:
	$(call install-missing,$(TEST_PACKAGES))

test: deps test-deps fonts
	@mkdir -p out
	$(SWIFT) build --build-tests 2>&1 | tee out/build.log
	@! grep -E 'warning: ' out/build.log || { echo "make test: the build printed warnings"; exit 1; }
	Fuzz/run --typecheck
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Sources Tests
	@mkdir -p out
	$(SWIFT) test --skip-build 2>&1 | tee out/test.log
	$(MAKE) --no-print-directory check-scenes UNFOLD=.build/debug/unfold 2>&1 | tee out/check.log
	SWIFT=$(SWIFT) Examples/ListSnapshots/check-example.sh
	@unit=$$(grep -oE 'Test run with [0-9]+ tests' out/test.log | grep -oE '[0-9]+' | tail -1); \
	scenes=$$(grep -c '^PASS ' out/check.log); \
	echo "unfold: $$((unit + scenes)) passed, 0 failed ($$unit unit and end-to-end tests, $$scenes scene goldens)"

UNFOLD ?= .build/release/unfold

# Visual regression: every scene against its goldens, with the product's own suite runner. On CI (CI set)
# a missing golden fails instead of being recorded.
check-scenes:
	$(UNFOLD) lint $(SCENES)
	$(UNFOLD) test scenes --goldens Tests/Goldens --all-variants --audit --report out/unfold-report --junit out/junit.xml

# Re-record the goldens (every 10th frame and the last, at @1x to keep the repository small).
goldens: build
	.build/release/unfold test scenes --goldens Tests/Goldens --all-variants --audit --record all --scale 1

BENCH_PACKAGES := ffmpeg webp gifsicle

# The stages and encoders of this build, then (bench-versus) render, record, verify, still, lint and --version side
# by side with the previous commit's binary and Manim, in one run.
bench: build
	$(call install-missing,$(BENCH_PACKAGES))
	$(SWIFT) build -c release --product unfold-bench
	.build/release/unfold-bench
	.build/release/unfold-bench --million
	.build/release/unfold-bench --swiftui
	$(MAKE) bench-versus

# Render side by side: this work tree's unfold, the one built from BASELINE_REF (default: the last commit), and
# Manim (from PyPI, pinned, in a virtual environment under .build/) drawing the same animation. Networked the first
# time; not part of `make test`.
BASELINE_REF ?= HEAD
MANIM_VERSION := 0.22.0
BASELINE_DIR := $(CURDIR)/.build/baseline

bench-versus: build
	$(call install-missing,python3-venv python3-dev)
	$(SWIFT) build -c release --product unfold-bench
	rm -rf $(BASELINE_DIR) && git worktree prune
	git worktree add --detach $(BASELINE_DIR) $(BASELINE_REF)
	cd $(BASELINE_DIR) && $(SWIFT) build -c release --product unfold
	test -x .build/manim/bin/manim || { python3 -m venv .build/manim && .build/manim/bin/pip install -q manim==$(MANIM_VERSION); }
	.build/release/unfold-bench --versus $(BASELINE_DIR)/.build/release/unfold .build/manim/bin/manim
	git worktree remove --force $(BASELINE_DIR)

# libFuzzer over the lexer, parser and validation, then over compile + state(frame:); FUZZ_SECONDS each.
fuzz: deps
	Fuzz/run

PREFIX ?= /usr/local

# Puts `unfold` on the PATH, so the README's commands work as written.
install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/unfold $(DESTDIR)$(PREFIX)/bin/unfold
	Fonts/fetch --copy $(DESTDIR)$(PREFIX)/share/unfold/fonts
	rm -rf $(DESTDIR)$(PREFIX)/share/unfold/fonts/.debs
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions
	.build/release/unfold --manual > $(DESTDIR)$(PREFIX)/share/man/man1/unfold.1
	.build/release/unfold --completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/unfold
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/unfold, its fonts in $(DESTDIR)$(PREFIX)/share/unfold/fonts, its manual and bash completion"

print-packages:
	@echo $(PACKAGES)

# A Debian package with the Swift runtime linked in, the pinned fonts, completions and the manual page:
# out/unfold_VERSION_ARCH.deb. `make package-test` installs it into a fresh Debian 12 root with no Swift toolchain.
VERSION := $(shell sed -n 's/.*static let string = "\(.*\)"/\1/p' Sources/UnfoldModel/Support/UnfoldVersion.swift)
ARCH := $(shell dpkg --print-architecture)

package: deps fonts
	$(call install-missing,dpkg-dev patchelf)
	$(SWIFT) build -c release --product unfold
	Packaging/deb $(VERSION) $(ARCH) out/unfold_$(VERSION)_$(ARCH).deb

# The tag docs/ci.md and docs/swift-api.md check out, on this commit: vVERSION (refused when it tags another
# commit). `make release` tags and writes the package; push the tag where your workflows fetch Unfold from.
release-tag:
	@tag=v$(VERSION); at=$$(git rev-parse -q --verify "refs/tags/$$tag^{commit}" || true); \
	if [ -z "$$at" ]; then git tag "$$tag" && echo "tagged $$tag at $$(git rev-parse --short HEAD)"; \
	elif [ "$$at" = "$$(git rev-parse HEAD)" ]; then echo "$$tag already tags this commit"; \
	else echo "$$tag already tags $$(git rev-parse --short $$at), not this commit: raise the version first" >&2; exit 1; fi

release: release-tag package
	@echo "release v$(VERSION): tag it where your workflows fetch Unfold (git push origin v$(VERSION)); package in out/"

package-test: package
	Packaging/test out/unfold_$(VERSION)_$(ARCH).deb

# The same first verdict built from source in a fresh Debian 12 root, for comparison (networked; run as root).
source-test:
	Packaging/source-test

# Goldens recorded here, checked on a Debian 13 root built with debootstrap (networked; run as root).
portability: build
	SWIFT=$(SWIFT) Portability/run

clean:
	rm -rf .build out
