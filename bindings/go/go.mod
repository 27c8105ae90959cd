module hupai

go 1.19
