# a11ysim: build, run and test on Debian with Swift installed.
#   make run    install system dependencies, build release, run the main job
#   make test   install system dependencies, build (warnings are errors), run every test
#   make bench         every benchmark below
#   make bench-speech  espeak-ng latency and real-time factor, a11ysim beside direct C calls
#   make bench-import  storyboard import time over ../shared/corpus (release build)
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
APT_PACKAGES := libespeak-ng-dev pkg-config
# sox (soxi) reads WAV files back in the speech tests; tmux drives the REPL end to end.
TEST_PACKAGES := $(APT_PACKAGES) sox tmux

.PHONY: all deps test-deps build run test bench bench-speech bench-import clean

all: build

# Installs the Debian packages the project needs when any is missing.
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

# python3's jsonschema validates the audit's SARIF against the official schema.
test-deps:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(TEST_PACKAGES)"
	@python3 -c 'import jsonschema' 2>/dev/null || $(MAKE) --no-print-directory deps APT_PACKAGES="python3 python3-jsonschema"

build: deps
	$(SWIFT) build -c release

run: build
	.build/release/a11ysim run Scenarios
	.build/release/a11ysim audit Scenarios --output-dir .build/audit

test: test-deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

# Benchmarks/ is its own package, so `make test` never builds it.
bench-speech: deps
	cd Benchmarks && $(SWIFT) build -c release -Xswiftc -warnings-as-errors --product SpeechBench
	Benchmarks/.build/release/SpeechBench

bench-import:
	cd Benchmarks && $(SWIFT) build -c release -Xswiftc -warnings-as-errors --product ImportBench
	Benchmarks/.build/release/ImportBench

bench: bench-speech bench-import

clean:
	rm -rf .build Benchmarks/.build
