package offline

import "strings"

// Pointers said as they sound: "cancel dat reminder", "delete dis one",
// "done with dem". A follow-up is read with the plain word; a title keeps
// what was written.

// soundPointers are the pointers spelt as they sound, with the word meant.
var soundPointers = map[string]string{"dat": "that", "dis": "this", "dem": "them"}

// plainPointers writes the pointers of a follow-up spelt as they sound as
// the words they mean.
func plainPointers(s string) string {
	if !strings.Contains(s, "d") {
		return s
	}
	w := strings.Fields(s)
	changed := false
	for i, x := range w {
		core := strings.TrimRight(x, ",.!?")
		if p, ok := soundPointers[core]; ok && i > 0 {
			w[i] = p + x[len(core):]
			changed = true
		}
	}
	if !changed {
		return s
	}
	return strings.Join(w, " ")
}
