package main

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"testing"
)

// releaseTags returns the build tags the Dockerfile builds Memo with.
func releaseTags(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`go build [^\n]*-tags[= ](\S+)`).FindSubmatch(b)
	if m == nil {
		t.Fatal("the Dockerfile's go build sets no -tags")
	}
	return string(m[1])
}

// TestReleaseBinaryDropsUnusedMethods: the binary the Dockerfile builds
// lets the linker drop the methods nothing calls. One run-time method
// lookup by name anywhere reachable (html/template, or gRPC's
// golang.org/x/net/trace pages unless built with grpcnotrace) makes it
// keep every exported method of every type instead: about 30 MB more of
// binary and 10 MB more resident memory, mostly OpenAI client services
// Memo never calls.
func TestReleaseBinaryDropsUnusedMethods(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	if runtime.GOOS != "linux" {
		t.Skip("reads the ELF symbol table")
	}
	bin := filepath.Join(t.TempDir(), "memo")
	if out, err := exec.Command("go", "build", "-tags", releaseTags(t), "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	const used = "github.com/openai/openai-go/v3.(*ChatCompletionService).New"
	unused := map[string]bool{ // services and methods Memo never calls
		"github.com/openai/openai-go/v3.(*BatchService).Cancel":        true,
		"github.com/openai/openai-go/v3.(*BatchService).List":          true,
		"github.com/openai/openai-go/v3.(*ImageService).Generate":      true,
		"github.com/openai/openai-go/v3.(*ChatCompletionService).List": true,
	}
	var sawUsed bool
	var kept []string
	for _, s := range syms {
		sawUsed = sawUsed || s.Name == used
		if unused[s.Name] {
			kept = append(kept, s.Name)
		}
	}
	if !sawUsed {
		t.Fatalf("%s is not in the binary: the symbol names this test reads have changed", used)
	}
	if len(kept) > 0 {
		t.Errorf("the linker kept methods nothing calls (a method is looked up by name at run time somewhere): %v", kept)
	}
}
