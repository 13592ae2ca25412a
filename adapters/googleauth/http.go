package googleauth

import (
	"errors"
	"fmt"
	"html"
	"net/http"

	memo "github.com/memo-assistant/memo"
)

// Handler serves StartPath (redirects to Google's consent page) and
// CallbackPath (completes the link and shows the outcome). Pages are in
// the language of the chat that asked.
func (l *Linker) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+StartPath, l.start)
	mux.HandleFunc("GET "+CallbackPath, l.callback)
	return mux
}

func (l *Linker) start(w http.ResponseWriter, r *http.Request) {
	to, s, err := l.ConsentURL(r.URL.Query().Get("state"))
	if err != nil {
		page(w, http.StatusBadRequest, s.Lang, pageFor(err))
		return
	}
	http.Redirect(w, r, to, http.StatusFound)
}

func (l *Linker) callback(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	s, err := l.Complete(r.Context(), q.Get("state"), q.Get("code"), q.Get("error"))
	if err != nil {
		status := http.StatusBadRequest
		if !errors.Is(err, ErrBadState) && !errors.Is(err, ErrExpiredState) && !errors.Is(err, ErrUsedState) && !errors.Is(err, ErrDenied) {
			status = http.StatusBadGateway
			l.log.Error("google: link failed", "user", s.User, "err", err)
		}
		page(w, status, s.Lang, pageFor(err))
		return
	}
	page(w, http.StatusOK, s.Lang, pageLinked)
}

type pageKind int

const (
	pageLinked pageKind = iota
	pageBad
	pageExpired
	pageUsed
	pageDenied
	pageFailed
)

func pageFor(err error) pageKind {
	switch {
	case errors.Is(err, ErrExpiredState):
		return pageExpired
	case errors.Is(err, ErrUsedState):
		return pageUsed
	case errors.Is(err, ErrDenied):
		return pageDenied
	case errors.Is(err, ErrBadState):
		return pageBad
	}
	return pageFailed
}

// pageHTML is the outcome page; its values are escaped by page. It is
// not an html/template: the template engine's run-time method lookups
// make the linker keep every exported method in the binary.
const pageHTML = `<!doctype html>
<html lang="%s" dir="%s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Memo · Google</title></head>
<body style="font-family:sans-serif;max-width:32em;margin:3em auto;padding:0 1em">
<h1 id="outcome" data-outcome="%s">%s</h1><p>%s</p></body></html>
`

func page(w http.ResponseWriter, status int, lang memo.Language, k pageKind) {
	en := lang == memo.English
	pick := func(e, h string) string {
		if en {
			return e
		}
		return h
	}
	d := struct{ Lang, Dir, Outcome, Title, Text string }{Lang: "he", Dir: "rtl"}
	if en {
		d.Lang, d.Dir = "en", "ltr"
	}
	switch k {
	case pageLinked:
		d.Outcome = "linked"
		d.Title = pick("Google account linked", "חשבון הגוגל חובר")
		d.Text = pick("You can close this page and go back to the chat.", "אפשר לסגור את הדף ולחזור לשיחה.")
	case pageExpired:
		d.Outcome = "expired"
		d.Title = pick("This link has expired", "תוקף הקישור פג")
		d.Text = pick("Ask Memo for a new one: “connect my Google account”.", "בקש מ-Memo קישור חדש: „חבר את חשבון הגוגל שלי”.")
	case pageUsed:
		d.Outcome = "used"
		d.Title = pick("This link was already used", "הקישור כבר נוצל")
		d.Text = pick("Each link works once. Ask Memo for a new one if you need it.", "כל קישור עובד פעם אחת. אפשר לבקש מ-Memo קישור חדש.")
	case pageDenied:
		d.Outcome = "denied"
		d.Title = pick("Nothing was linked", "לא חובר דבר")
		d.Text = pick("Access was not granted.", "לא ניתנה גישה.")
	case pageBad:
		d.Outcome = "invalid"
		d.Title = pick("This link is not valid", "הקישור אינו תקין")
		d.Text = pick("Ask Memo for a new one: “connect my Google account”.", "בקש מ-Memo קישור חדש: „חבר את חשבון הגוגל שלי”.")
	default:
		d.Outcome = "failed"
		d.Title = pick("Linking failed", "החיבור נכשל")
		d.Text = pick("Please try again in a moment.", "נסה שוב בעוד רגע.")
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	w.WriteHeader(status)
	e := html.EscapeString
	_, _ = fmt.Fprintf(w, pageHTML, e(d.Lang), e(d.Dir), e(d.Outcome), e(d.Title), e(d.Text))
}
