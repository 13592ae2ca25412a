package openai

import (
	"context"
	"time"

	sdk "github.com/openai/openai-go/v3"

	"github.com/memo-assistant/memo"
)

// Embed returns one embedding per text, in the order of texts, from the
// embedding model. The error is a *memo.Error (see the package doc); a
// response that does not hold one vector per text is EUnavailable.
func (c *Client) Embed(ctx context.Context, texts []string) ([][]float32, memo.Usage, error) {
	if len(texts) == 0 {
		return nil, memo.Usage{}, nil
	}
	done, err := c.out(ctx)
	if err != nil {
		return nil, memo.Usage{}, err
	}
	defer done()
	start := time.Now()
	params := sdk.EmbeddingNewParams{
		Model: c.embed,
		Input: sdk.EmbeddingNewParamsInputUnion{OfArrayOfStrings: texts},
	}
	if c.dims > 0 {
		params.Dimensions = sdk.Int(int64(c.dims))
	}
	out, err := c.sdk.Embeddings.New(ctx, params)
	usage := memo.Usage{Calls: 1, Latency: time.Since(start)}
	if err != nil {
		return nil, usage, translate(ctx, "embeddings", err)
	}
	usage.PromptTokens = int(out.Usage.PromptTokens)
	vecs := make([][]float32, len(texts))
	for _, d := range out.Data {
		if d.Index < 0 || int(d.Index) >= len(texts) || vecs[d.Index] != nil {
			return nil, usage, memo.Errorf(memo.EUnavailable, "openai embeddings: index %d out of place", d.Index)
		}
		v := make([]float32, len(d.Embedding))
		for i, f := range d.Embedding {
			v[i] = float32(f)
		}
		vecs[d.Index] = v
	}
	for i, v := range vecs {
		if v == nil {
			return nil, usage, memo.Errorf(memo.EUnavailable, "openai embeddings: no vector for input %d", i)
		}
	}
	return vecs, usage, nil
}
