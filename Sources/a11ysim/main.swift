print("a11ysim")
