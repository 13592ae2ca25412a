package timeparse

import (
	"fmt"
	"time"
)

// CheckTriggers reports a token of text where a matcher starts but
// mayStart says none can, which would make scan miss it.
func CheckTriggers(text string) error {
	var p parser
	p.init(text, time.Time{}, nil)
	for i := range p.toks {
		if c, ok := p.matchAt(i); ok && !p.mayStart(i) {
			return fmt.Errorf("%q: a %d piece starts at token %q, which mayStart skips", text, c.kind, p.toks[i].text)
		}
	}
	return nil
}
