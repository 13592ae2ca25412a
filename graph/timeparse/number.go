package timeparse

// numKind is the shape of a number written with separators.
type numKind uint8

const (
	nPlain numKind = iota + 1 // 9
	nHM                       // 17:30 (seconds, if any, are dropped)
	nDM                       // 30.6, 30/6
	nDMY                      // 30.6.2027, 30/06/27
	nYMD                      // 2026-07-01
	nOther                    // 9.30, 1.2.3.4, 054-1234567: not a date or time
)

// numForm is a number form starting at a token: its parts, their digit
// counts, and the token after it.
type numForm struct {
	kind       numKind
	a, b, c    int
	ad, bd, cd int
	hi         int
}

// numeric reads the number form that starts at number token k.
func (p *parser) numeric(k int) numForm {
	t := &p.toks[k]
	f := numForm{kind: nPlain, a: t.val, ad: t.digits, hi: k + 1}
	sep := p.sepAt(k + 1)
	if sep == "" {
		return f
	}
	b := &p.toks[k+2]
	f.b, f.bd, f.hi = b.val, b.digits, k+3
	sep2 := p.sepAt(k + 3)
	if sep == ":" {
		if sep2 == ":" && p.toks[k+4].digits == 2 && p.sepAt(k+5) == "" {
			f.hi = k + 5
			sep2 = ""
		}
		if (sep2 == "" || sep2 == "-") && f.ad <= 2 && f.bd == 2 {
			// "14:00-15:30": the dash starts the end of a range.
			f.kind = nHM
		} else {
			f.kind = nOther
		}
		return f
	}
	if sep2 == sep {
		c := &p.toks[k+4]
		f.c, f.cd, f.hi = c.val, c.digits, k+5
		switch {
		case p.sepAt(k+5) != "":
			f.kind = nOther
		case f.ad == 4 && f.bd <= 2 && f.cd <= 2:
			f.kind = nYMD
		case sep != "-" && f.ad <= 2 && f.bd <= 2 && (f.cd == 2 || f.cd == 4):
			f.kind = nDMY
		default:
			f.kind = nOther
		}
		return f
	}
	if sep2 == "" && sep != "-" && f.ad <= 2 && f.bd <= 2 {
		f.kind = nDM
	} else {
		f.kind = nOther
	}
	return f
}

// sepAt returns the separator at token k when it joins two numbers
// without spaces, or "".
func (p *parser) sepAt(k int) string {
	s, n := p.at(k), p.at(k+1)
	if s == nil || n == nil || s.kind != tSym || n.kind != tNum || !p.joined(k) || !p.joined(k+1) {
		return ""
	}
	switch s.text {
	case ":", ".", "/", "-":
		return s.text
	}
	return ""
}
