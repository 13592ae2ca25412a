package offline

import "strings"

// splitGroceries cuts an item written as several groceries with no comma
// between them ("milk eggs", "חלב ביצים", "milk bread eggs prune juice")
// into an item each. It cuts only where the words can tell where each
// item ends: every word is a grocery on its own (groceryWords) or a word
// of a grocery named by several words (groceryPhrases: "prune juice",
// "שמן זית", "גבינה צהובה"), which is kept whole. Where two neighbouring
// groceries may also name one thing together (groceryPairs: "garlic
// bread", "גבינה לבנה") the ends are not known, and the item stays as it
// was said: "phone charger" and "chocolate milk" stay whole. Countable
// groceries are known in the plural only, as lists write them, so a
// singular modifier ("apple pie", "potato chips") never cuts.
func splitGroceries(item string) []string {
	if out, ok := cutGroceries(item); ok && len(out) >= 2 {
		return out
	}
	return []string{item}
}

// cutGroceries is the groceries item is read as, and whether every word
// of it was read so (see splitGroceries): false where a word is none or
// two neighbours may name one thing.
func cutGroceries(item string) ([]string, bool) {
	words := groceryUnits(strings.Fields(item))
	if len(words) < 1 || len(words) > 8 {
		return nil, false
	}
	keys := make([]string, len(words))
	for i, w := range words {
		keys[i] = unitKey(w) // "חלב 3%", "large eggs": the grocery is "חלב", "eggs"
	}
	var out []string
	single := make([]bool, 0, len(words)) // whether each piece is one word
	for i := 0; i < len(words); {
		n, vav := groceryAt(keys, i)
		if n == 0 {
			return nil, false
		}
		w := strings.Join(words[i:i+n], " ")
		if vav {
			w = strings.TrimPrefix(w, "ו") // "חלב וביצים" inside a run
		}
		if n == 1 && len(out) > 0 && single[len(single)-1] && groceryPairs[groceryKey(keys[i-1], i-1)+" "+groceryKey(keys[i], i)] {
			return nil, false // "garlic bread": one thing or two
		}
		out = append(out, w)
		single = append(single, n == 1)
		i += n
	}
	return out, true
}

// groceryAt reads the grocery that starts at keys[i]: how many words it
// takes (0 when none starts there), and whether its first word comes
// with the "ו" that joins it to the one before ("ושמן זית"). A grocery of
// several words is taken before one of its words alone.
func groceryAt(keys []string, i int) (n int, vav bool) {
	firsts := []string{keys[i]}
	if i > 0 && strings.HasPrefix(keys[i], "ו") {
		firsts = append(firsts, strings.TrimPrefix(keys[i], "ו"))
	}
	for n := min(3, len(keys)-i); n >= 2; n-- {
		for j, f := range firsts {
			if groceryPhrases[f+" "+strings.Join(keys[i+1:i+n], " ")] {
				return n, j == 1
			}
		}
	}
	for j, f := range firsts {
		if groceryWords[f] {
			return 1, j == 1
		}
	}
	if grocerySlip(keys[i]) {
		return 1, false // "milk bred eggs": a grocery mistyped, among others
	}
	return 0, false
}

// groceryKey is the grocery word k stands for at place i: without the
// "ו" that joins it to a run, unless the word itself begins with ו.
func groceryKey(k string, i int) string {
	if i > 0 && !groceryWords[k] {
		return strings.TrimPrefix(k, "ו")
	}
	return k
}

// groceryUnits joins to the word before it what says which or how much
// of that grocery is meant: a percentage ("חלב 3%"), a size ("חיתולים
// מידה 2", "diapers size 4"), a count ("eggs x12", "ביצים 12x"), an
// amount with its unit ("milk 2 liters", "עגבניות 2 קילו") or a Hebrew
// adjective after a grocery ("ביצים גדולות", "לחם מלא"); and an English
// adjective to the grocery after it ("large eggs", "fresh bread").
func groceryUnits(words []string) []string {
	out := make([]string, 0, len(words))
	lead := "" // English adjectives waiting for their grocery
	for i := 0; i < len(words); i++ {
		w := words[i]
		if len(out) > 0 && lead == "" {
			switch {
			case isPercent(w) || isCount(w):
				out[len(out)-1] += " " + w
				continue
			case i+1 < len(words) && (sizeWords[toLower(w)] && isNumber(words[i+1]) || isNumber(w) && unitWords[toLower(words[i+1])]):
				out[len(out)-1] += " " + w + " " + words[i+1]
				i++
				continue
			case heGroceryAdjectives[w] && groceryWords[groceryKey(unitKey(out[len(out)-1]), len(out)-1)]:
				out[len(out)-1] += " " + w
				continue
			}
		}
		if len(out) == 0 && lead == "" && isNumber(w) && i+1 < len(words) {
			// "20 bags range cubes", "2 חלב ביצים": an amount said first is
			// the grocery's after it.
			lead = w + " "
			if i+2 < len(words) && unitWords[toLower(words[i+1])] {
				lead += words[i+1] + " "
				i++
			}
			continue
		}
		if i+1 < len(words) && enGroceryAdjectives[toLower(w)] {
			lead += w + " "
			continue
		}
		out = append(out, lead+w)
		lead = ""
	}
	if lead != "" {
		out = append(out, strings.TrimSpace(lead))
	}
	return out
}

// unitKey is the word of a grocery unit that names the grocery: its first
// word, past any English adjectives before it ("large eggs" is eggs).
func unitKey(unit string) string {
	f := strings.Fields(unit)
	i := 0
	if len(f) > 1 && isNumber(f[0]) {
		i++ // "20 bags range cubes": the amount said first
		if i < len(f)-1 && unitWords[toLower(f[i])] {
			i++
		}
	}
	for i < len(f)-1 && enGroceryAdjectives[toLower(f[i])] {
		i++
	}
	if len(f) == 0 {
		return ""
	}
	return toLower(strings.Trim(f[i], `"'“”„״.!?`))
}

// sizeWords say a size before its number: "מידה 2", "size 4".
var sizeWords = wordSet(`size מידה מידת מס' מספר`)

// unitWords are units said after an amount: "2 liters", "500 גרם".
var unitWords = wordSet(`l liter liters litre litres ml kg kilo kilos g gr grams lb lbs pack packs packets bottles cans boxes
	bag bags sack sacks bale bales jar jars tub tubs rolls dozen
	ליטר ליטרים מ"ל קילו ק"ג גרם גר' חבילה חבילות בקבוקים בקבוק קופסאות קופסה יחידות`)

// isCount reports whether w is a count said with an x: "x3", "3x", "×2".
func isCount(w string) bool {
	low := toLower(w)
	for _, x := range []string{"x", "×"} {
		if n, ok := strings.CutPrefix(low, x); ok && isNumber(n) {
			return true
		}
		if n, ok := strings.CutSuffix(low, x); ok && isNumber(n) {
			return true
		}
	}
	return false
}

// isNumber reports whether w is digits only.
func isNumber(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// isPercent reports whether w is a number with a percent sign: "3%", "1.5%".
func isPercent(w string) bool {
	n, ok := strings.CutSuffix(w, "%")
	if !ok || n == "" {
		return false
	}
	for _, r := range n {
		if (r < '0' || r > '9') && r != '.' {
			return false
		}
	}
	return true
}

// wordPairs builds a set of the "|"-separated phrases of s.
func wordPairs(s string) map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Split(s, "|") {
		if p = oneSpace(p); p != "" {
			m[p] = true
		}
	}
	return m
}
