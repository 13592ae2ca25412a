package whatsapp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo/bot"
)

// DefaultMaxMedia is the largest media file Memo downloads, in bytes
// (bot.DefaultMaxMedia).
const DefaultMaxMedia = bot.DefaultMaxMedia

// maxDirectPath bounds the length of a media direct path; WhatsApp's are
// about 150 characters.
const maxDirectPath = 1024

// Downloader fetches a media file by its direct path from WhatsApp's media
// hosts, decrypts it and writes it to file. *whatsmeow.Client implements
// it. The media hosts come from WhatsApp's server (the media connection),
// never from the message; errors are whatsmeow's (expired media, network)
// or the file's (ErrMediaTooLarge).
type Downloader interface {
	DownloadMediaWithPathToFile(ctx context.Context, directPath string, encFileHash, fileHash, mediaKey []byte,
		fileLength int, mediaType whatsmeow.MediaType, mmsType string, file whatsmeow.File) error
}

var _ Downloader = (*whatsmeow.Client)(nil)

// fetcher is the channel's bot.MediaFetcher: it downloads the media
// message a bot.Media carries in Raw (an AudioMessage, an ImageMessage or
// a DocumentMessage, in protobuf, as its Type says) through a
// Downloader, after checkMedia.
type fetcher struct{ d Downloader }

var _ bot.MediaFetcher = fetcher{}

// FetchMedia downloads m's file, at most max bytes.
func (f fetcher) FetchMedia(ctx context.Context, m bot.Media, max int64) ([]byte, string, error) {
	var msg interface {
		proto.Message
		whatsmeow.DownloadableMessage
		GetMimetype() string
	}
	switch m.Type {
	case mediaImage:
		msg = &waE2E.ImageMessage{}
	case mediaDocument:
		msg = &waE2E.DocumentMessage{}
	case mediaAudio, "":
		msg = &waE2E.AudioMessage{}
	default:
		return nil, "", fmt.Errorf("%w: media of type %q", ErrMediaRefused, m.Type)
	}
	if err := proto.Unmarshal(m.Raw, msg); err != nil {
		return nil, "", fmt.Errorf("%w: unreadable %s message: %v", ErrMediaRefused, m.Type, err)
	}
	data, err := fetchMedia(ctx, f.d, msg, max)
	return data, msg.GetMimetype(), err
}

// checkMedia decides whether msg may be downloaded, before anything is
// fetched, and returns its declared length. A message's URL is never
// used: whatsmeow downloads a message with a URL from that URL, whoever's
// host it names and, without a media key, returns the body whole; the
// sender writes the URL. Memo downloads only through the direct path, a
// path on WhatsApp's own media hosts, and only encrypted media with its
// keys and hashes, whose declared length is known and within max.
func checkMedia(msg whatsmeow.DownloadableMessage, max int64) (int64, error) {
	if whatsmeow.GetMediaType(msg) == "" {
		return 0, fmt.Errorf("%w: %T is not a media message", ErrMediaRefused, msg)
	}
	if err := checkDirectPath(msg.GetDirectPath()); err != nil {
		return 0, err
	}
	if len(msg.GetMediaKey()) != 32 || len(msg.GetFileEncSHA256()) != 32 || len(msg.GetFileSHA256()) != 32 {
		return 0, fmt.Errorf("%w: no media key or hashes", ErrMediaRefused)
	}
	sized, ok := msg.(interface{ GetFileLength() uint64 })
	if !ok || sized.GetFileLength() == 0 {
		return 0, fmt.Errorf("%w: no declared length", ErrMediaRefused)
	}
	if n := sized.GetFileLength(); n > uint64(max) {
		return 0, fmt.Errorf("%w: %d bytes declared, at most %d", ErrMediaTooLarge, n, max)
	}
	return int64(sized.GetFileLength()), nil
}

// checkDirectPath accepts a path on a media host ("/v/t62.7117-24/…?ccb=…"):
// one leading slash (two would name another host), printable ASCII with
// nothing that could end the path or the host part ("\\", "@", "#"), and
// no ".." segment.
func checkDirectPath(p string) error {
	switch {
	case p == "":
		return fmt.Errorf("%w: no direct path", ErrMediaRefused)
	case len(p) > maxDirectPath:
		return fmt.Errorf("%w: direct path of %d bytes", ErrMediaRefused, len(p))
	case !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//"):
		return fmt.Errorf("%w: direct path %.40q is not a path", ErrMediaRefused, p)
	case strings.Contains(p, ".."):
		return fmt.Errorf("%w: direct path %.40q climbs", ErrMediaRefused, p)
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; c <= ' ' || c >= 0x7f || c == '\\' || c == '@' || c == '#' {
			return fmt.Errorf("%w: direct path %.40q has %q", ErrMediaRefused, p, c)
		}
	}
	return nil
}

// encryptedSize is the most bytes WhatsApp serves for plain bytes of
// media: AES-CBC with PKCS#7 padding (1 to 16 bytes) and a 10-byte MAC.
func encryptedSize(plain int64) int64 { return (plain/16+1)*16 + 10 }

// fetchMedia downloads msg through d after checkMedia, into memory capped
// at the size its declared length allows: a server that sends more is cut
// off while reading (ErrMediaTooLarge). It checks the result has the
// declared length.
func fetchMedia(ctx context.Context, d Downloader, msg whatsmeow.DownloadableMessage, max int64) ([]byte, error) {
	n, err := checkMedia(msg, max)
	if err != nil {
		return nil, err
	}
	f := &memFile{limit: encryptedSize(n)}
	err = d.DownloadMediaWithPathToFile(ctx, msg.GetDirectPath(), msg.GetFileEncSHA256(), msg.GetFileSHA256(),
		msg.GetMediaKey(), int(n), whatsmeow.GetMediaType(msg), "", f)
	if err != nil {
		return nil, fmt.Errorf("download media: %w", err)
	}
	if int64(len(f.buf)) != n {
		return nil, fmt.Errorf("download media: %w: %d bytes declared, %d received", ErrMediaRefused, n, len(f.buf))
	}
	return f.buf, nil
}

// memFile is a whatsmeow.File in memory that refuses to grow past limit.
type memFile struct {
	buf   []byte
	off   int64
	limit int64
}

var _ whatsmeow.File = (*memFile)(nil)

func (f *memFile) Write(p []byte) (int, error) {
	n, err := f.WriteAt(p, f.off)
	f.off += int64(n)
	return n, err
}

func (f *memFile) WriteAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, errors.New("memfile: negative offset")
	}
	end := off + int64(len(p))
	if end > f.limit {
		return 0, fmt.Errorf("%w: more than %d bytes", ErrMediaTooLarge, f.limit)
	}
	if end > int64(len(f.buf)) {
		f.buf = append(f.buf, make([]byte, end-int64(len(f.buf)))...)
	}
	return copy(f.buf[off:], p), nil
}

func (f *memFile) Read(p []byte) (int, error) {
	n, err := f.ReadAt(p, f.off)
	f.off += int64(n)
	return n, err
}

func (f *memFile) ReadAt(p []byte, off int64) (int, error) {
	if off < 0 {
		return 0, errors.New("memfile: negative offset")
	}
	if off >= int64(len(f.buf)) {
		return 0, io.EOF
	}
	n := copy(p, f.buf[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

func (f *memFile) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += f.off
	case io.SeekEnd:
		offset += int64(len(f.buf))
	default:
		return 0, errors.New("memfile: bad whence")
	}
	if offset < 0 {
		return 0, errors.New("memfile: negative position")
	}
	f.off = offset
	return offset, nil
}

func (f *memFile) Truncate(size int64) error {
	switch {
	case size < 0:
		return errors.New("memfile: negative size")
	case size > f.limit:
		return fmt.Errorf("%w: more than %d bytes", ErrMediaTooLarge, f.limit)
	case size <= int64(len(f.buf)):
		f.buf = f.buf[:size]
	default:
		f.buf = append(f.buf, make([]byte, size-int64(len(f.buf)))...)
	}
	return nil
}

func (f *memFile) Stat() (os.FileInfo, error) { return memInfo(len(f.buf)), nil }

// memInfo is a memFile's os.FileInfo: its size.
type memInfo int64

func (m memInfo) Name() string       { return "media" }
func (m memInfo) Size() int64        { return int64(m) }
func (m memInfo) Mode() fs.FileMode  { return 0o600 }
func (m memInfo) ModTime() time.Time { return time.Time{} }
func (m memInfo) IsDir() bool        { return false }
func (m memInfo) Sys() any           { return nil }
