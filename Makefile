# a11ysim: build, run and test on Debian with Swift installed.
#   make run    install system dependencies, build release, run the main job
#   make test   install system dependencies, build (warnings are errors), run every test
#   make bench  the benchmarks of Benchmarks/ (package-benchmark): table, JSON and ratios against targets
#   make fuzz          libFuzzer on the scenario loader, the storyboard importer and the capture reader,
#                      FUZZ_SECONDS each (default 60)
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
APT_PACKAGES := libespeak-ng-dev pkg-config
# sox (soxi) reads WAV files back in the speech tests; tmux drives the REPL end to end;
# chromium renders the HTML report and snapshot SVGs to screenshots in the report tests.
TEST_PACKAGES := $(APT_PACKAGES) sox tmux chromium

.PHONY: all deps test-deps build run test bench fuzz clean

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

# Scenarios/captures links real captures from ../shared/corpus/captures (beside
# the repository, as in CI); without it those scenarios are left out, with a note.
CAPTURES_PRESENT := $(wildcard ../shared/corpus/captures)
RUN_INPUTS := $(if $(CAPTURES_PRESENT),Scenarios,$(filter-out Scenarios/captures,$(patsubst %/,%,$(sort $(dir $(wildcard Scenarios/*/))))))

run: build
	@$(if $(CAPTURES_PRESENT),true,echo "note: ../shared/corpus/captures is not beside this repository; Scenarios/captures is left out")
	.build/release/a11ysim run $(RUN_INPUTS)
	.build/release/a11ysim audit $(RUN_INPUTS) --output-dir .build/audit

test: test-deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

# Benchmarks/ is its own package, so `make test` never builds it.
bench: deps
	Benchmarks/bench.sh

# Fuzz/ too: its targets link only with -sanitize=fuzzer,address.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) Fuzz/fuzz.sh

clean:
	rm -rf .build Benchmarks/.build Fuzz/.build
