# What every binding's Makefile shares: where the workspace, its C library and the built
# bindings are, and the rule that builds the C library. CARGO_TARGET_DIR, when set, must be
# an absolute path (make -C changes directory before reading it).
BINDINGS := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
ROOT := $(abspath $(BINDINGS)/..)
TARGET := $(abspath $(or $(CARGO_TARGET_DIR),$(ROOT)/target))
# libhupai.a and libhupai.so.
LIBDIR := $(TARGET)/release
INCLUDE := $(ROOT)/capi/include
# Built bindings and test programs live under the target directory, never in the sources.
OUT := $(TARGET)/bindings
APT_INSTALL := sh $(BINDINGS)/apt-install.sh
CBENCH := $(OUT)/cbench

.PHONY: capi cbench
capi:
	cd $(ROOT) && cargo build --release --quiet -p hupai-capi

# The C side of every bench: the same hands through hupai.h directly.
cbench: $(CBENCH)
$(CBENCH): $(BINDINGS)/cbench.c $(INCLUDE)/hupai.h capi
	@mkdir -p $(OUT)
	gcc -std=c11 -O2 -Wall -Wextra -Werror -I $(INCLUDE) $< $(LIBDIR)/libhupai.a \
	    -lpthread -ldl -lm -o $@

# `make run FILE=path`: a relative path is taken from where make was started (the shell's
# PWD, which make -C does not change), so that any file on disk can be named.
RUN_FILE = $(if $(FILE),$(if $(filter /%,$(FILE)),$(FILE),$(PWD)/$(FILE)),$(error FILE=<path> is required))
