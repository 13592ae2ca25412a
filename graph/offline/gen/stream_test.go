package gen

import "testing"

// TestStreamKeepsItsDraws checks that a named stream is one stream for the
// generator's life, that it is drawn from the seed and the name alone, and
// that two names sharing their first four letters are refused.
func TestStreamKeepsItsDraws(t *testing.T) {
	a, b := New(7), New(7)
	first := a.stream("clips").Uint64()
	b.stream("forms").Uint64() // another stream drawn first changes nothing
	if got := b.stream("clips").Uint64(); got != first {
		t.Fatalf("clips drew %d after another stream, want %d", got, first)
	}
	if a.stream("clips").Uint64() == first {
		t.Fatal("a second call made the stream anew")
	}
	if New(8).stream("clips").Uint64() == first {
		t.Fatal("another seed drew the same")
	}
	defer func() {
		if recover() == nil {
			t.Fatal("clipsy shares clips's first four letters and was not refused")
		}
	}()
	a.stream("clipsy")
}
