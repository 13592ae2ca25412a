package gmail

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"mime"
	"net/mail"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/net/html"

	memo "github.com/memo-assistant/memo"
)

// buildMessage renders d as an RFC 5322 message: UTF-8 throughout, the
// subject RFC 2047-encoded when it is not ASCII, the body base64 text.
// msgID is the Message-ID header; inReplyTo and refs thread a reply.
func buildMessage(from string, d memo.EmailDraft, msgID, inReplyTo, refs string, now time.Time) ([]byte, error) {
	var b bytes.Buffer
	// No value may end its header line early: a CR or LF in one (a
	// replied-to mail's own headers are the sender's to write) would add
	// headers of the sender's choosing, or start the body.
	h := func(k, v string) { fmt.Fprintf(&b, "%s: %s\r\n", k, oneLine(v)) }
	if from != "" {
		h("From", from)
	}
	for _, f := range []struct {
		name  string
		addrs []string
	}{{"To", d.To}, {"Cc", d.Cc}, {"Bcc", d.Bcc}} {
		if len(f.addrs) == 0 {
			continue
		}
		list, err := formatAddresses(f.addrs)
		if err != nil {
			return nil, err
		}
		h(f.name, list)
	}
	h("Subject", mime.QEncoding.Encode("utf-8", d.Subject))
	h("Date", now.Format(time.RFC1123Z))
	h("Message-ID", msgID)
	if ids := msgIDs(inReplyTo); len(ids) > 0 {
		h("In-Reply-To", ids[len(ids)-1])
		h("References", strings.Join(append(msgIDs(refs), ids[len(ids)-1]), " "))
	}
	h("MIME-Version", "1.0")
	h("Content-Type", `text/plain; charset="UTF-8"`)
	h("Content-Transfer-Encoding", "base64")
	b.WriteString("\r\n")
	enc := base64.StdEncoding.EncodeToString([]byte(d.Body))
	for len(enc) > 76 {
		b.WriteString(enc[:76] + "\r\n")
		enc = enc[76:]
	}
	b.WriteString(enc + "\r\n")
	return b.Bytes(), nil
}

// oneLine is v with every control character (CR, LF, NUL…) a space.
func oneLine(v string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, v)
}

// reMsgID is one message id as RFC 5322 writes it: "<left@right>", no
// space or angle bracket inside.
var reMsgID = regexp.MustCompile(`<[^<>\s@]+@[^<>\s@]+>`)

// msgIDs are the message ids of a Message-ID or References header, and
// nothing else of it: what a sender wrote around them stays out of the
// reply's headers.
func msgIDs(v string) []string { return reMsgID.FindAllString(v, 50) }

// formatAddresses checks each address and joins them for a header.
func formatAddresses(addrs []string) (string, error) {
	out := make([]string, 0, len(addrs))
	for _, a := range addrs {
		p, err := mail.ParseAddress(a)
		if err != nil {
			return "", memo.Errorf(memo.EInvalid, "%q is not an email address", a)
		}
		out = append(out, p.String())
	}
	return strings.Join(out, ", "), nil
}

// newMessageID makes a Message-ID from key, so the same send is
// recognisable in the Sent folder after a lost response.
func newMessageID(key string) string {
	if key == "" {
		key = rand.Text()
	}
	sum := base64.RawURLEncoding.EncodeToString([]byte(key))
	if len(sum) > 60 {
		sum = sum[:60]
	}
	return "<memo." + sum + "@memo.local>"
}

// decoder decodes RFC 2047 words in headers, in any charset Go knows
// (UTF-8, ISO-8859-8 for Hebrew via the default set, US-ASCII).
var decoder = mime.WordDecoder{}

// decodeHeader returns v with its encoded words decoded; on an error v as
// it is.
func decodeHeader(v string) string {
	d, err := decoder.DecodeHeader(v)
	if err != nil {
		return v
	}
	return d
}

// htmlText returns the text of an HTML body: the text nodes, blocks on
// lines of their own, scripts and styles left out.
func htmlText(s string) string {
	doc, err := html.Parse(strings.NewReader(s))
	if err != nil {
		return s
	}
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "script", "style", "head":
				return
			case "br", "p", "div", "li", "tr", "h1", "h2", "h3", "h4":
				b.WriteString("\n")
			}
		}
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return tidy(b.String())
}

// tidy folds runs of blank lines and spaces.
func tidy(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	out := make([]string, 0, len(lines))
	blank := false
	for _, l := range lines {
		l = strings.Join(strings.Fields(l), " ")
		if l == "" {
			if !blank && len(out) > 0 {
				out = append(out, "")
			}
			blank = true
			continue
		}
		blank = false
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// cut returns s cut to at most n bytes on a rune boundary, and whether it
// was cut.
func cut(s string, n int) (string, bool) {
	if len(s) <= n {
		return s, false
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n], true
}
